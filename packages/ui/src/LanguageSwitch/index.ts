export {
  LanguageSwitch,
  LANGUAGE_NAME_MESSAGES,
  type LanguageSwitchProps,
} from './LanguageSwitch.tsx';
export { offeredLanguages } from './offeredLanguages.ts';

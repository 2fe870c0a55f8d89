import { useId, useState, type SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import type { InterfaceLanguage } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { LazyMenu, LazyMenuItem, preloadMenuOnIntent } from '../menus/LazyMenu.tsx';
import { GlobeIcon } from '../icons/GlobeIcon.tsx';
import { CheckIcon } from '../icons/vehicleIcons.tsx';
import { offeredLanguages } from './offeredLanguages.ts';

/**
 * Each language by its own name in its own language (an autonym): a person looking for their
 * language finds it whatever language the page is in. The messages are the same in every
 * catalogue.
 */
export const LANGUAGE_NAME_MESSAGES = {
  nl: 'languageSwitch.name.nl',
  en: 'languageSwitch.name.en',
  fr: 'languageSwitch.name.fr',
  de: 'languageSwitch.name.de',
} as const satisfies Record<InterfaceLanguage, UiMessageId>;

/** Give `hrefFor` (preferred: see there why) or `onChange`, or both. */
export interface LanguageSwitchProps {
  /** The interface language the page is shown in. */
  value: InterfaceLanguage;
  /**
   * The languages the client offers: `cTaalCodes` of its `GetStyling` as sent (`nl,en,fr,de`),
   * or a list. Codes other than nl, en, fr and de are ignored; none offered shows nothing.
   */
  languages: string | readonly string[] | null | undefined;
  /** The client's default language (`cStandaardTaal`): listed first when offered. */
  defaultLanguage?: string | null;
  /**
   * The URL of the current page in a language (the portal's typed paths); the languages become
   * links. Preferred: switching language leads to the same page at another URL (`/{lang}/…`), and
   * as a real link it can be opened in a new tab, copied or shared, works before the app's
   * scripts run, and tells browsers, crawlers and assistive technology where it leads
   * (`hreflang`). Without it the languages are buttons that only call `onChange`.
   */
  hrefFor?(language: InterfaceLanguage): string;
  /**
   * Called with the language a person picks, never the current one. With `hrefFor` it is called
   * as the link is followed, before the browser navigates: the portal may remember the choice
   * (the `i18n_redirected` cookie), or `preventDefault()` the event and navigate with its router.
   */
  onChange?(language: InterfaceLanguage, event: SyntheticEvent): void;
}

/**
 * The interface language choice for the app bar (`DefaultLayout`'s `actions`): a button with a
 * globe and the current language's name that opens a menu of the languages the client offers,
 * each named in its own language (with `lang`), the current one checked. With `hrefFor` the
 * languages are links (preferred, see there why); with only `onChange` they are buttons.
 * Nothing renders when there is no other language to switch to.
 */
export function LanguageSwitch({
  value,
  languages,
  defaultLanguage,
  hrefFor,
  onChange,
}: LanguageSwitchProps) {
  const t = useUiText();
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const offered = offeredLanguages(languages, defaultLanguage);
  if (!offered.some((language) => language !== value)) return null;
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const currentName = t(LANGUAGE_NAME_MESSAGES[value]);

  return (
    <>
      <Button
        id={buttonId}
        variant="text"
        startIcon={<GlobeIcon aria-hidden />}
        // "Language: English": the visible name is part of the accessible name (WCAG 2.5.3).
        aria-label={t('languageSwitch.button', { language: currentName })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // The menu's code loads as a person reaches for the button (LazyMenu).
        {...preloadMenuOnIntent}
      >
        <span lang={value}>{currentName}</span>
      </Button>
      <LazyMenu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-label': t('languageSwitch.label') } }}
      >
        {offered.map((language) => {
          const current = language === value;
          const content = (
            <>
              {/* The check mark, not the highlight colour alone, shows the current language. */}
              <CheckIcon
                fontSize="small"
                aria-hidden
                sx={{ visibility: current ? 'visible' : 'hidden' }}
              />
              {t(LANGUAGE_NAME_MESSAGES[language])}
            </>
          );
          const common = {
            lang: language,
            role: 'menuitemradio',
            'aria-checked': current,
            selected: current,
            sx: { gap: 1, minHeight: 40 },
          } as const;
          // The current language is where the page already is: it closes the menu, no link.
          if (hrefFor && !current) {
            return (
              <LazyMenuItem
                key={language}
                {...common}
                component="a"
                href={hrefFor(language)}
                hrefLang={language}
                onClick={(event) => {
                  onChange?.(language, event);
                  close();
                }}
              >
                {content}
              </LazyMenuItem>
            );
          }
          return (
            <LazyMenuItem
              key={language}
              {...common}
              onClick={(event) => {
                close();
                if (!current) onChange?.(language, event);
              }}
            >
              {content}
            </LazyMenuItem>
          );
        })}
      </LazyMenu>
    </>
  );
}

export { SettingsPanel, type SettingsPanelProps } from './SettingsPanel.tsx';

import { useState, type SyntheticEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { InterfaceLanguage } from '@lease/api';
import { demoStylings } from '@lease/api/testing';
import { DefaultLayout } from '../DefaultLayout/DefaultLayout.tsx';
import { storyText } from '../testing/storyText.ts';
import { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch.tsx';

/** Keeps the chosen language, as the portal would by navigating, and still reports each choice. */
function Stateful(props: LanguageSwitchProps) {
  const [value, setValue] = useState(props.value);
  const onChange = (language: InterfaceLanguage, event: SyntheticEvent) => {
    props.onChange?.(language, event);
    setValue(language);
  };
  return <LanguageSwitch {...props} value={value} onChange={onChange} />;
}

const horizon = demoStylings.horizon;

const meta = {
  title: 'Shell/LanguageSwitch',
  component: LanguageSwitch,
  tags: ['autodocs'],
  args: {
    value: 'en',
    languages: horizon.cTaalCodes,
    defaultLanguage: horizon.cStandaardTaal,
    // A hash, so following a link in a story does not leave the story.
    hrefFor: (language) => `#/${language}/horizon/calculator`,
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a globe and the current language's name; the accessible name says what it is. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const button = canvas.getByRole('button', {
      name: text('languageSwitch.button', { language: 'English' }),
    });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(within(button).getByText('English')).toHaveAttribute('lang', 'en');
  },
};

/**
 * Open: the client's languages (its default, Dutch, first), each by its own name in its own
 * language, as links to the same page in that language; the current one checked and not a link.
 */
export const Open: Story = {
  play: async ({ canvas, userEvent, canvasElement, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {
      name: text('languageSwitch.label'),
    });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Nederlands',
      'English',
      'Français',
      'Deutsch',
    ]);
    await expect(items.map((item) => item.getAttribute('lang'))).toEqual(['nl', 'en', 'fr', 'de']);
    await expect(items[1]).toHaveAttribute('aria-checked', 'true');
    await expect(items[1]).not.toHaveAttribute('href');
    await expect(items[1]).toHaveFocus();
    await expect(items[2]).toHaveAttribute('aria-checked', 'false');
    await expect(items[2]).toHaveAttribute('href', '#/fr/horizon/calculator');
    await expect(items[2]).toHaveAttribute('hreflang', 'fr');
  },
};

/** Choosing with the keyboard (buttons, no links): Enter opens, arrows move, Enter picks. */
export const ChooseByKeyboard: Story = {
  args: { hrefFor: undefined },
  play: async ({ canvas, userEvent, args, canvasElement, globals }) => {
    const text = storyText(globals);
    const button = canvas.getByRole('button', { expanded: false });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    // The menu grows in; wait for the transition rather than a fixed time.
    await waitFor(() => expect(body.getByRole('menu')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('fr', expect.anything());
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(
      canvas.getByRole('button', { name: text('languageSwitch.button', { language: 'Français' }) }),
    ).toBeVisible();
  },
};

/** Picking the current language again only closes the menu. */
export const ChooseCurrent: Story = {
  args: { hrefFor: undefined },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * `cTaalCodes` is untrusted: unknown codes, a route locale (`nl-BE`), odd case and spaces. Only
 * the interface languages it names are offered, each once.
 */
export const UnknownCodesIgnored: Story = {
  args: { value: 'nl', languages: 'nl, xx ,nl-BE,DE,es,<b>fr</b>,de', defaultLanguage: 'xx' },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual(['Nederlands', 'Deutsch']);
  },
};

/** A Dutch client offering Dutch and English. */
export const TwoLanguages: Story = { args: { value: 'nl', languages: 'nl,en' } };

/** Only the current language is offered: there is nothing to switch to, so nothing shows. */
export const OnlyCurrentLanguage: Story = {
  args: { value: 'nl', languages: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No languages (empty or absent `cTaalCodes`, or only unknown codes): nothing shows. */
export const NoLanguages: Story = {
  args: { languages: ' ,xx' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Where it goes: the actions of the app bar, beside the cart. */
export const InAppBar: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <DefaultLayout actions={<Stateful {...args} />}>
      <p>Page content</p>
    </DefaultLayout>
  ),
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      within(canvas.getByRole('banner')).getByRole('button', {
        name: text('languageSwitch.button', { language: 'English' }),
      }),
    ).toBeVisible();
  },
};

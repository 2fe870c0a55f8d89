import { useState, useSyncExternalStore } from 'react';
import Typography from '@mui/material/Typography';
import { useUiText } from '../i18n/useUiText.ts';
import type { UiMessageId } from '../i18n/en.ts';
import { greetingPart, type GreetingPart } from './greetingPart.ts';

export interface GreetingProps {
  /** The moment to greet for; the time of the first render by default. */
  now?: Date;
  /** The driver's name; a supervisor may have none (spec point 6). */
  name?: string | null;
  /** The heading level. */
  component?: 'h1' | 'h2' | 'h3';
  /**
   * The moment and time zone a server rendered the page at: the page then greets as the server
   * did until the browser has taken it over, so both draw the same heading.
   */
  serverClock?: { now: number; timeZone: string };
}

const WITHOUT_NAME: Record<GreetingPart, UiMessageId> = {
  morning: 'greeting.morning',
  afternoon: 'greeting.afternoon',
  evening: 'greeting.evening',
};
const WITH_NAME: Record<GreetingPart, UiMessageId> = {
  morning: 'greeting.morningName',
  afternoon: 'greeting.afternoonName',
  evening: 'greeting.eveningName',
};

/** The part of the day does not change while the greeting shows (see below). */
const subscribeToNothing = () => () => undefined;

/** "Good afternoon, Jan": a heading that greets by time of day (spec point 9). */
export function Greeting({ now, name, component = 'h2', serverClock }: GreetingProps) {
  const t = useUiText();
  // Fixed at first render: a greeting that changes while someone reads it is a distraction.
  const [firstRender] = useState(() => greetingPart(now ?? new Date()));
  const part = useSyncExternalStore(
    subscribeToNothing,
    () => firstRender,
    () =>
      serverClock ? greetingPart(new Date(serverClock.now), serverClock.timeZone) : firstRender,
  );
  const trimmed = name?.trim() ?? '';
  return (
    // A long name, or one without spaces, wraps anywhere rather than run off a phone's screen.
    <Typography component={component} variant="h2" sx={{ overflowWrap: 'anywhere' }}>
      {trimmed === '' ? t(WITHOUT_NAME[part]) : t(WITH_NAME[part], { name: trimmed })}
    </Typography>
  );
}

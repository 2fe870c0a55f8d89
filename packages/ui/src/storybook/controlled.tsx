import { useState, type ComponentType } from 'react';

/** The props a controlled component shares: its value and the callback proposing a new one. */
interface ControlledProps {
  value?: unknown;
  onChange: (next: never) => void;
}

/**
 * A controlled component for stories: the wrapper keeps the value in state, so a person (or a
 * play function) sees each change take effect, and still reports every change to the story's
 * `onChange` spy.
 */
export function controlled<Props extends ControlledProps>(Component: ComponentType<Props>) {
  type Next = Parameters<Props['onChange']>[0];
  function Controlled(props: Props) {
    const [value, setValue] = useState<Props['value'] | Next>(props.value);
    const onChange = (next: Next) => {
      props.onChange(next);
      setValue(next);
    };
    return <Component {...props} value={value} onChange={onChange} />;
  }
  Controlled.displayName = `Controlled(${Component.displayName ?? Component.name})`;
  return Controlled;
}

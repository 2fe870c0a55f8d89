export { Greeting, type GreetingProps } from './Greeting.tsx';
export { greetingPart, type GreetingPart } from './greetingPart.ts';

export { OrderButton, type OrderButtonProps } from './OrderButton.tsx';
export { orderBlock, type OrderBlock } from './orderBlock.ts';

export {
  CompareWidget,
  COMPARE_MINIMUM,
  type CompareWidgetProps,
  type CompareWidgetVehicle,
} from './CompareWidget.tsx';

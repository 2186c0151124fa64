import { useZonedFormat, type ZonedFormat } from './zonedFormat';

type Style = Exclude<keyof ZonedFormat, 'day'>;

/** An instant from the server, written in the service's zone; for lists' declared columns, which cannot call hooks. */
export function ZonedTime({ value, style }: { value: string; style: Style }) {
  const format = useZonedFormat();
  return <time dateTime={value}>{format[style](value)}</time>;
}

/**
 * The words for a number of a resource's items: "12 exercises", or, for the server's estimate of
 * a large selection (providers/list-total.ts), "about 21000 exercises", rounded to two significant
 * figures, so that a guess never reads as a count.
 */
import { useTranslate } from 'react-admin';

export function roundedEstimate(count: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(count, 1))) - 1);
  return Math.round(count / step) * step;
}

export function useCountText(resource: string): (count: number, estimated?: boolean) => string {
  const translate = useTranslate();
  return (count, estimated = false) =>
    estimated
      ? translate(`resources.${resource}.message.estimated_count`, { smart_count: roundedEstimate(count) })
      : translate(`resources.${resource}.message.count`, { smart_count: count });
}

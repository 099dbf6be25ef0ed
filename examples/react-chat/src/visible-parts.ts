import { dataOf, fallbackDataSchema, type ParleyMessagePart, retryDataSchema } from './parley-parts.ts';

/**
 * The parts of an assistant message to draw, in order. A `data-parley-retry` or
 * `data-parley-fallback` part with `discardsStepText` says that the text parts of its step
 * before it were a failed model call's: the new attempt streams its own, so they are left out.
 * Step markers are left out too; data parts stay (the views pick the ones they show).
 */
export function visibleParts(parts: readonly ParleyMessagePart[]): ParleyMessagePart[] {
  const hidden = new Set<number>();
  let stepTextIndexes: number[] = [];
  parts.forEach((part, index) => {
    if (part.type === 'step-start') stepTextIndexes = [];
    else if (part.type === 'text') stepTextIndexes.push(index);
    else if (discardsStepText(part)) {
      for (const textIndex of stepTextIndexes) hidden.add(textIndex);
      stepTextIndexes = [];
    }
  });
  return parts.filter((part, index) => !hidden.has(index) && part.type !== 'step-start');
}

function discardsStepText(part: ParleyMessagePart): boolean {
  const retry = dataOf(part, 'data-parley-retry', retryDataSchema);
  if (retry !== null) return retry.scope === 'model' && retry.discardsStepText;
  return dataOf(part, 'data-parley-fallback', fallbackDataSchema)?.discardsStepText === true;
}

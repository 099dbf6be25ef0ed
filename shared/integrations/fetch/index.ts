/** The SSRF-safe page fetcher and HTML to readable text. */
export {
  createSafeFetch,
  type FetchedPage,
  type HostResolver,
  type SafeFetch,
  safeFetchDefaults,
  type SafeFetchOptions,
  type SafeFetchProblem,
  type SafeFetchResult,
} from './safe-fetch.ts';
export {
  checkFetchTarget,
  createFetchTargetCheck,
  type FetchTargetCheck,
  type FetchTargetPolicy,
  type FetchTargetProblem,
} from './fetch-target.ts';
export { type AddressPolicy, type BlockedRange, blockedRangeOf } from './blocked-address.ts';
export { type IpAddress, parseIpAddress } from './ip-address.ts';
export { htmlToReadableText, maxReadableChars, type ReadablePage, type ReadableTextExtractor } from './html-to-text.ts';
export { createReadabilityExtractor, readabilityLimits } from './readability-extractor.ts';
export { type HtmlElement, type HtmlNode, parseHtml } from './html-tree.ts';

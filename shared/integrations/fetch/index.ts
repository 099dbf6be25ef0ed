/** The SSRF-safe page fetcher and HTML to readable text. */
export { createSafeFetch, safeFetchDefaults, type FetchedPage, type HostResolver, type SafeFetch, type SafeFetchOptions, type SafeFetchProblem, type SafeFetchResult } from './safe-fetch.ts';
export { blockedRangeOf, type AddressPolicy, type BlockedRange } from './blocked-address.ts';
export { parseIpAddress, type IpAddress } from './ip-address.ts';
export { htmlToReadableText, maxReadableChars, type ReadablePage, type ReadableTextExtractor } from './html-to-text.ts';
export { createReadabilityExtractor, readabilityLimits } from './readability-extractor.ts';
export { parseHtml, type HtmlElement, type HtmlNode } from './html-tree.ts';

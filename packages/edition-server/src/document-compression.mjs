// @ts-check
import { constants } from "node:zlib";

/**
 * How the edition compresses what it answers with brotli (the `compression` middleware's options):
 * quality 6 rather than its default 4. A page's document is a tenth smaller on the wire (the home
 * page 19.7 → 17.7 KB) for under a millisecond more of compression on two cores, and a cached page
 * is compressed once for every visitor the page cache answers from that copy. The bench compresses
 * the static twin's markup the same way (bench/scripts/page-bytes.mjs).
 */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

import { sanitizeRichText } from "@repo/api-client/rich-text";
import { RichText } from "@repo/ui/rich-text";

/**
 * Rich text from the content API, sanitized once more before it reaches the
 * page (the API sanitizes on write and on read; the site trusts neither
 * blindly), with profile-path images pointing at `/getFile/`.
 */
export function ContentRichText({ html, className }: { html: string; className?: string }) {
  return <RichText html={sanitizeRichText(html)} className={className} />;
}

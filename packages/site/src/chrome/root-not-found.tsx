/**
 * The 404 view of the segment above the language layout. No visitor reaches it: the proxy sends
 * every path into a language tree, and each tree's own 404 page answers there. Next.js still
 * writes this view into the page data of every page, and without this file it writes its own,
 * a styled page of about a kilobyte; this one says the same in a fifth of that.
 */
export function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <h1>This page could not be found</h1>
        <a href="/">AUREVO</a>
      </body>
    </html>
  );
}

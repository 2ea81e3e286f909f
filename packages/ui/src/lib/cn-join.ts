import { type ClassValue, clsx } from "clsx";

/**
 * `cn` as the browser gets it: joins class names without resolving Tailwind
 * conflicts, so pages do not download tailwind-merge and its class table.
 * Server Components resolve conflicts (`./cn.ts`, chosen by the `#cn` import
 * under the `react-server` condition, and in Storybook); a client
 * component's classes must not depend on it, which `cn-join.test.tsx` checks
 * for the site's client parts.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

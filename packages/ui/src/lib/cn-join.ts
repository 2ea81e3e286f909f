import { type ClassValue, clsx } from "clsx";

/**
 * `cn` as the browser gets it, and Storybook with it: joins class names
 * without resolving Tailwind conflicts, so pages do not download
 * tailwind-merge and its class table. Server Components resolve conflicts
 * (`./cn.ts`, chosen by the `#cn` import under the `react-server`
 * condition); the classes a client component or a story renders must not
 * depend on it, which `cn-join.test.tsx` and every story check
 * (`class-conflicts.ts`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

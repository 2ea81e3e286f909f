/** Seconds before the 404 page takes the visitor home (SPEC §2). */
export const NOT_FOUND_REDIRECT_SECONDS = 5;

export interface NotFoundTexts {
  message: string;
  home: string;
  /** The countdown line for 5, 4, 3, 2 and 1 seconds left, in that order. */
  countdown: string[];
}

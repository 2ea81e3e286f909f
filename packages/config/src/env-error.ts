/**
 * The error every deployable's `env.ts` throws for settings that break their
 * rules, so a server's entry point tells a wrong setting (stop with the
 * message, exit 1) from a failure (stop with the stack) by its type.
 */

/** One wrong variable: its name, and the line that says which rule it breaks (never its value, which may be a secret). */
export interface EnvIssue {
  variable: string;
  message: string;
}

/** Every wrong variable of one deployable's environment, named at once. */
export class EnvError extends Error {
  override name = "EnvError";
  readonly issues: readonly EnvIssue[];

  constructor(deployable: string, issues: readonly EnvIssue[]) {
    super(`Invalid environment for ${deployable}:\n${issues.map((issue) => `  ${issue.message}`).join("\n")}`);
    this.issues = issues;
  }

  /** The wrong variables' names. */
  get variables(): string[] {
    return this.issues.map((issue) => issue.variable);
  }
}

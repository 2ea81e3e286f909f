import type * as React from "react";
import { cn } from "#cn";

function ErrorFrame({ className, ...props }: React.ComponentProps<"section">) {
  return (
    <section
      className={cn("mx-auto flex min-h-[60vh] max-w-content flex-col items-center justify-center gap-6 px-4 py-16 text-center", className)}
      {...props}
    />
  );
}

interface NotFoundViewProps extends React.ComponentProps<"section"> {
  /** The 404 illustration. */
  imageSrc: string;
  /** 'This page could not be found'. */
  message: string;
}

/** The 404 page: the image titled 404, the message, and the caller's link home as `children`. */
function NotFoundView({ imageSrc, message, children, ...props }: NotFoundViewProps) {
  return (
    <ErrorFrame data-slot="not-found-view" aria-labelledby="not-found-message" {...props}>
      <img src={imageSrc} alt="404" title="404" className="w-full max-w-md" />
      <h1 id="not-found-message" className="text-2xl font-semibold">
        {message}
      </h1>
      {children}
    </ErrorFrame>
  );
}

interface ErrorViewProps extends React.ComponentProps<"section"> {
  /** From the error; 500 when it has none (SPEC §8). */
  statusCode?: number;
  message: string;
}

/** The generic error page: status code, message, and the caller's link home as `children`. */
function ErrorView({ statusCode = 500, message, children, ...props }: ErrorViewProps) {
  return (
    <ErrorFrame data-slot="error-view" aria-labelledby="error-status" {...props}>
      <h1 id="error-status" className="text-6xl font-bold text-brand-emphasis">
        {statusCode}
      </h1>
      <p className="text-lg">{message}</p>
      {children}
    </ErrorFrame>
  );
}

interface FallbackErrorViewProps extends React.ComponentProps<"section"> {
  /** 'An error occurred while showing the error page.' */
  message: string;
  /** The summary of the details disclosure. */
  detailsLabel: string;
  /** The underlying error's text. */
  details?: string;
}

/** Shown when the error page itself fails (SPEC §8): message, details, and a link home as `children`. */
function FallbackErrorView({ message, detailsLabel, details, children, ...props }: FallbackErrorViewProps) {
  return (
    <ErrorFrame data-slot="fallback-error-view" aria-labelledby="fallback-error-message" {...props}>
      <h1 id="fallback-error-message" className="text-2xl font-semibold">
        {message}
      </h1>
      {details ? (
        <details className="w-full max-w-xl rounded-card border border-line p-4 text-start">
          <summary className="cursor-pointer font-medium">{detailsLabel}</summary>
          <pre className="mt-3 overflow-x-auto text-xs whitespace-pre-wrap text-ink-muted">{details}</pre>
        </details>
      ) : null}
      {children}
    </ErrorFrame>
  );
}

export { ErrorView, FallbackErrorView, NotFoundView, type ErrorViewProps, type FallbackErrorViewProps, type NotFoundViewProps };

import type * as React from "react";

/** What a page shows instead of its content when the API refused or did not answer; read out as soon as it appears. */
function Problem({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="rounded-card border border-danger bg-danger-subtle px-4 py-3 text-danger">
      {children}
    </div>
  );
}

export { Problem };

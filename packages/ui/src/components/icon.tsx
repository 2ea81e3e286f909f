import * as React from "react";
import type { IconNode } from "lucide";

interface IconProps extends Omit<React.ComponentProps<"svg">, "children"> {
  /** A Lucide icon's shapes: `import { Search } from "lucide"`. */
  icon: IconNode;
}

/**
 * A Lucide icon as plain SVG. Not a client component: in a Server Component
 * it costs the browser nothing (lucide-react's icons render through a client
 * component, whose code every page then loads), and in a client component
 * only the icon's few shapes. Same attributes as Lucide's own: 24 × 24,
 * stroked in the current colour; size it with classes (`size-5`).
 */
function Icon({ icon, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {icon.map(([tag, attributes], index) => React.createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

export { Icon, type IconProps };

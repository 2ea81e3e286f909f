"use client";

import * as React from "react";
import { cva } from "class-variance-authority";
import { cn } from "#cn";

type LoadingBarState = "hidden" | "progressing" | "failed" | "finished";

/** Defaults from SPEC §9: throttle 200 ms, duration 5000 ms, hide delay 500 ms. */
const loadingBarTiming = { throttle: 200, duration: 5000, hideDelay: 500 } as const;

const loadingBarVariants = cva("h-full origin-left transition-[width,opacity]", {
  variants: {
    tone: { progress: "bg-brand", failed: "bg-danger" },
  },
  defaultVariants: { tone: "progress" },
});

interface LoadingBarProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** Driven by the router: `progressing` on navigation start, then `finished` or `failed`. */
  state: LoadingBarState;
  /** The progress bar's accessible name. */
  label: string;
  /** Wait this long before showing, so fast navigations do not flash a bar. */
  throttle?: number;
  /** Time to creep towards the end while the page loads. */
  duration?: number;
  /** Time a finished or failed bar stays before hiding. */
  hideDelay?: number;
}

/**
 * The page-load progress bar at the top of the viewport. Shows as
 * `data-state="hidden|progressing|failed|finished"`.
 */
function LoadingBar({
  className,
  state,
  label,
  throttle = loadingBarTiming.throttle,
  duration = loadingBarTiming.duration,
  hideDelay = loadingBarTiming.hideDelay,
  ...props
}: LoadingBarProps) {
  const [visible, setVisible] = React.useState(false);
  const [percent, setPercent] = React.useState(0);
  const [transitionMs, setTransitionMs] = React.useState(0);
  const visibleRef = React.useRef(false);
  visibleRef.current = visible;

  React.useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    let frame = 0;
    if (state === "progressing") {
      setTransitionMs(0);
      setPercent(0);
      timers.push(
        setTimeout(() => {
          setVisible(true);
          // One frame at 0 % first, so the width transitions from the start.
          frame = requestAnimationFrame(() => {
            setTransitionMs(duration);
            setPercent(90);
          });
        }, throttle),
      );
    } else if (state === "finished" || state === "failed") {
      // A load that finished within the throttle never showed; keep it hidden.
      if (visibleRef.current || state === "failed") {
        setVisible(true);
        setTransitionMs(200);
        setPercent(100);
        timers.push(setTimeout(() => setVisible(false), hideDelay));
      }
    } else {
      setVisible(false);
    }
    return () => {
      timers.forEach(clearTimeout);
      cancelAnimationFrame(frame);
    };
  }, [state, throttle, duration, hideDelay]);

  return (
    <div
      data-slot="loading-bar"
      data-state={visible ? state : "hidden"}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      hidden={!visible}
      className={cn("pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]", className)}
      {...props}
    >
      <div
        className={loadingBarVariants({ tone: state === "failed" ? "failed" : "progress" })}
        style={{ width: `${percent}%`, transitionDuration: `${transitionMs}ms`, transitionTimingFunction: "cubic-bezier(0.1, 0.6, 0.3, 1)" }}
      />
    </div>
  );
}

export { LoadingBar, loadingBarTiming, loadingBarVariants, type LoadingBarProps, type LoadingBarState };

"use client";

export { GlobalErrorScreen as default } from "@repo/site/global-error-screen";

"use client";

export { ErrorScreen as default } from "@repo/site/error-screen";

// Static image imports (`import image from "./x.svg"`) as Next.js compiles them for the apps.
/// <reference types="next/image-types/global" />

export {};

import { type NextConfig } from "next";

// Deliberately bare: the defaults of a new Next.js app, so ratios against it
// show what the product adds.
const config: NextConfig = {};

export default config;

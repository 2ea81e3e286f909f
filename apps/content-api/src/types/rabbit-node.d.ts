declare module "rabbit-node" {
  /** The Rabbit converter between Zawgyi-encoded and Unicode Burmese. */
  const Rabbit: {
    zg2uni(input: string): string;
    uni2zg(input: string): string;
  };
  export default Rabbit;
}

import type { Meta, StoryObj } from "@storybook/react-vite";
import { homeBackupImg } from "../fixtures/assets";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Button } from "./button";
import { Card, CardBody, CardDescription, CardFooter, CardLink, CardMedia, CardTitle } from "./card";
import { Tag } from "./tag";

const meta = {
  title: "Primitives/Card",
  component: Card,
  render: (args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <div className="max-w-sm p-6">
        <Card {...args}>
          <CardMedia>
            <img src={homeBackupImg} alt="" className="size-full object-cover" />
          </CardMedia>
          <CardBody>
            <Tag className="self-start">{t.productTag}</Tag>
            <CardTitle>{t.heading}</CardTitle>
            <CardDescription>{t.paragraph}</CardDescription>
            <CardFooter>
              <Button asChild size="sm" intent="secondary">
                <a href="#card">{t.learnMore}</a>
              </Button>
            </CardFooter>
          </CardBody>
        </Card>
      </div>
    );
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {};
export const Flat: Story = { args: { elevation: "flat" } };
export const Mobile: Story = { globals: mobile };

/** The whole card is one link (its title's); the title is an `h2` where the page's outline needs it. */
export const WholeCardLink: Story = {
  render: (_args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <div className="max-w-sm p-6">
        <Card>
          <CardMedia>
            <img src={homeBackupImg} alt="" className="size-full object-cover" />
          </CardMedia>
          <CardBody>
            <CardTitle asChild>
              <h2>
                <CardLink href="#card">{t.heading}</CardLink>
              </h2>
            </CardTitle>
            <CardDescription>{t.paragraph}</CardDescription>
          </CardBody>
        </Card>
      </div>
    );
  },
};

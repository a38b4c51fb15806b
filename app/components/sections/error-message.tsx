import { Button } from "~/components/ui/button";
import { Container } from "./section";

interface ErrorMessageProps {
  /** The document title while the message is shown. */
  title: string;
  heading: string;
  text: string;
  homeLink: { label: string; path: string };
}

/** What a page shows when rendering it failed. */
export function ErrorMessage({
  title,
  heading,
  text,
  homeLink,
}: ErrorMessageProps) {
  return (
    <Container className="flex flex-col items-start gap-4 py-20">
      <title>{title}</title>
      <h1
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight outline-none"
      >
        {heading}
      </h1>
      <p className="text-lg text-muted-foreground">{text}</p>
      <Button asChild>
        <a href={homeLink.path}>{homeLink.label}</a>
      </Button>
    </Container>
  );
}

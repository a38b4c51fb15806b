import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Container } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { notFound } from "~/content/not-found";
import { pathOf } from "~/content/pages";
import { buildMeta } from "~/lib/seo";

export const meta = () =>
  buildMeta({
    title: notFound.title,
    description: notFound.description,
    noindex: true,
  });

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(notFound.logMessage, pathname);
  }, [pathname]);
  return (
    <Container className="flex flex-col items-center gap-5 py-20 text-center sm:py-28">
      <p className="text-7xl font-extrabold tracking-tight text-primary sm:text-8xl">
        {notFound.code}
      </p>
      <h1
        tabIndex={-1}
        lang="en"
        className="text-3xl font-bold tracking-tight outline-none sm:text-4xl"
      >
        {notFound.heading}
      </h1>
      <p className="max-w-md text-lg text-muted-foreground">{notFound.text}</p>
      <Button asChild size="lg">
        <Link to={pathOf("home")}>{notFound.homeLink}</Link>
      </Button>
    </Container>
  );
}

import { NotFoundMessage } from "~/components/sections/not-found-message";
import { notFound } from "~/content/not-found";
import { pathOf } from "~/content/pages";
import { buildMeta } from "~/site/seo";

export const meta = () =>
  buildMeta({
    title: notFound.title,
    description: notFound.description,
    noindex: true,
  });

export default function NotFoundPage() {
  return (
    <NotFoundMessage
      {...notFound}
      homeLink={{ label: notFound.homeLink, path: pathOf("home") }}
    />
  );
}

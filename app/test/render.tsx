import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Outlet, RouterProvider, createMemoryRouter } from "react-router";
import { pages } from "~/content/pages";

/**
 * Renders UI inside a memory router whose routes are the page list, each page
 * showing its heading, so tests can follow links like a visitor.
 */
export function renderWithRouter(ui: ReactNode, { path = "/" } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {ui}
            <Outlet />
          </>
        ),
        children: [
          ...pages.map((page) => ({
            path: page.path,
            element: <h1>{page.heading}</h1>,
          })),
          { path: "*", element: <h1>not found</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

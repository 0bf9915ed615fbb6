// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "../../../domain/contact-rules.ts";
import ptContact from "../../locales/pt/contact.json";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { ContactPage } from "./contact-page.tsx";

const SITE_CONTENT = {
  items: [
    { section: "company", key: "name", value: "Lusitania Chauffeur" },
    { section: "company", key: "phone", value: "+351 289 000 000" },
    { section: "company", key: "email", value: "info@example.pt" },
    { section: "company", key: "address", value: "Aeroporto de Faro, 8006-901 Faro, Portugal" },
  ],
};

let postAnswer: () => Response | Promise<Response>;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  postAnswer = () => jsonResponse({ ok: true }, 201);
  fetchMock = mockFetch({
    "/api/content": () => jsonResponse(SITE_CONTENT),
    "/api/contact-messages": () => postAnswer(),
  });
});
afterEach(cleanup);

function renderPage() {
  return renderWithProviders(
    <>
      <ContactPage />
      <Toaster />
    </>,
    { route: "/contact" },
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole("button", { name: "Send message" })));
const contactPosts = () => fetchMock.mock.calls.filter(([input]) => String(input).includes("/api/contact-messages"));

function fillValid() {
  type(/^Name/, "  Maria Silva ");
  type(/^E-mail/, "maria@example.com");
  type(/^Phone/, "+351 912 345 678");
  type(/^Subject/, "Transfer to Lagos");
  type(/^Message/, "What is the price for 4 people in August?");
}

describe("contact form", () => {
  it("shows only the first validation message, marks the fields and does not call the API", async () => {
    renderPage();
    type(/^Name/, "Maria");
    type(/^E-mail/, "not-an-email");
    type(/^Message/, "short");
    await submit();

    expect(await screen.findByText("Invalid e-mail", { selector: "[data-sonner-toast] *" })).toBeTruthy();
    expect(screen.queryByText("Message must be at least 10 characters", { selector: "[data-sonner-toast] *" })).toBeNull();

    const email = field(/^E-mail/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const describedBy = email.getAttribute("aria-describedby");
    expect(document.getElementById(describedBy!)?.textContent).toBe("Invalid e-mail");
    const message = field(/^Message/);
    expect(document.getElementById(message.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Message must be at least 10 characters",
    );
    expect(field(/^Name/).getAttribute("aria-invalid")).toBeNull();
    expect(contactPosts()).toHaveLength(0);
  });

  it("shows the name message first when everything is empty", async () => {
    renderPage();
    await submit();
    expect(
      await screen.findByText("Name must be at least 2 characters", { selector: "[data-sonner-toast] *" }),
    ).toBeTruthy();
    expect(contactPosts()).toHaveLength(0);
  });

  it("limits every input to the spec's maximum length", () => {
    renderPage();
    expect(field(/^Name/).maxLength).toBe(CONTACT_LIMITS.name.max);
    expect(field(/^E-mail/).maxLength).toBe(CONTACT_LIMITS.email.max);
    expect(field(/^Phone/).maxLength).toBe(CONTACT_LIMITS.phone.max);
    expect(field(/^Subject/).maxLength).toBe(CONTACT_LIMITS.subject.max);
    expect(field(/^Message/).maxLength).toBe(CONTACT_LIMITS.message.max);
  });

  it("posts a valid message, shows the success toast and clears the form", async () => {
    let release: () => void = () => {};
    postAnswer = () => new Promise((resolve) => (release = () => resolve(jsonResponse({ ok: true }, 201))));
    renderPage();
    fillValid();
    await submit();

    const button = screen.getByRole("button", { name: "Sending…" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => release());

    expect(
      await screen.findByText("Message sent successfully! We will get back to you soon.", {
        selector: "[data-sonner-toast] *",
      }),
    ).toBeTruthy();
    const posts = contactPosts();
    expect(posts).toHaveLength(1);
    const [, init] = posts[0] as unknown as [string, RequestInit];
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Maria Silva",
      email: "maria@example.com",
      phone: "+351 912 345 678",
      subject: "Transfer to Lagos",
      message: "What is the price for 4 people in August?",
    });
    await waitFor(() => expect(field(/^Name/).value).toBe(""));
    expect(field(/^Message/).value).toBe("");
    expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's validation message, translated", async () => {
    postAnswer = () =>
      jsonResponse({ error: { code: "invalid_input", message: CONTACT_MESSAGES.subjectTooLong } }, 400);
    renderPage();
    fillValid();
    await submit();
    expect(await screen.findByText("Subject is too long", { selector: "[data-sonner-toast] *" })).toBeTruthy();
    expect(field(/^Name/).value).toBe("  Maria Silva ");
  });

  it("shows the failure toast when sending fails, and the rate-limit message on 429", async () => {
    postAnswer = () => jsonResponse({ error: { code: "internal_error", message: "Ocorreu um erro" } }, 500);
    renderPage();
    fillValid();
    await submit();
    expect(
      await screen.findByText("Error sending message. Please try again.", { selector: "[data-sonner-toast] *" }),
    ).toBeTruthy();

    postAnswer = () => jsonResponse({ error: { code: "rate_limited", message: "Demasiados pedidos." } }, 429);
    await submit();
    expect(
      await screen.findByText("Too many requests. Please try again in a few minutes.", {
        selector: "[data-sonner-toast] *",
      }),
    ).toBeTruthy();
  });

  it("has the spec's Portuguese texts in the Portuguese locale", () => {
    for (const [key, text] of Object.entries(CONTACT_MESSAGES)) {
      expect(ptContact.validation[key as keyof typeof ptContact.validation]).toBe(text);
    }
    expect(ptContact.toast.success).toBe("Mensagem enviada com sucesso! Entraremos em contacto em breve.");
    expect(ptContact.toast.failure).toBe("Erro ao enviar mensagem. Tente novamente.");
  });
});

describe("contact page", () => {
  it("shows the contact cards from the company details, the map of Faro and the info boxes", async () => {
    renderPage();
    const phone = await screen.findByRole("link", { name: /\+351 289 000 000/ });
    expect(phone.getAttribute("href")).toBe("tel:+351289000000");
    expect(screen.getByRole("link", { name: /Chat with us/ }).getAttribute("href")).toBe("https://wa.me/351289000000");
    expect(screen.getByRole("link", { name: /info@example\.pt/ }).getAttribute("href")).toBe("mailto:info@example.pt");
    expect(screen.getByText("Aeroporto de Faro, 8006-901 Faro, Portugal")).toBeTruthy();
    expect(screen.getByText("24 hours a day, 7 days a week")).toBeTruthy();

    const map = screen.getByTitle("Map of Faro, Portugal");
    expect(map.tagName).toBe("IFRAME");
    expect(map.getAttribute("loading")).toBe("lazy");
    expect(map.getAttribute("src")).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.,]+&layer=mapnik&marker=37\.0194,-7\.9304$/,
    );

    const info = screen.getByRole("heading", { name: "Good to know" }).closest("section")!;
    for (const title of ["Free cancellation", "60 minutes free waiting", "Book 24 hours ahead", "VAT included"]) {
      expect(within(info).getByRole("heading", { name: title })).toBeTruthy();
    }
    expect(document.title).toBe("Contact Us | Lusitania Chauffeur");
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import type { AdminUser } from "./admin-user.ts";
import { UsersTab } from "./users-tab.tsx";

const USERS: AdminUser[] = [
  {
    id: "u1",
    email: "ana@example.com",
    name: "Ana Admin",
    phone: null,
    roles: ["admin"],
    vehicle: null,
    createdAt: "2026-01-05T09:07:00.000Z",
  },
  {
    id: "u2",
    email: "joao@example.com",
    name: "João Motorista",
    phone: "+351 912 345 678",
    roles: ["driver"],
    vehicle: { id: "v1", name: "Mercedes E-Class", capacity: 3 },
    createdAt: "2026-02-01T10:00:00.000Z",
  },
  {
    id: "u3",
    email: "rita@example.com",
    name: "Rita Sem Funções",
    phone: null,
    roles: [],
    vehicle: null,
    createdAt: "2026-03-01T10:00:00.000Z",
  },
];

const VEHICLES = [
  { id: "v1", name: "Mercedes E-Class", class: "Premium", capacity: 3 },
  { id: "v2", name: "Mercedes V-Class", class: "Premium Van", capacity: 7 },
];

let answers: Record<string, (init: RequestInit | undefined) => Response>;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  toast.dismiss(); // sonner replays the previous test's toasts to a new Toaster
  answers = {
    "POST /api/users": () => jsonResponse({ user: { ...USERS[1], id: "u9" } }, 201),
    "PUT /api/users/u2/password": () => jsonResponse({ ok: true }),
    "PUT /api/users/u2/roles/admin": () => jsonResponse({ user: { ...USERS[1], roles: ["admin", "driver"] } }),
    "DELETE /api/users/u2/roles/driver": () => jsonResponse({ user: { ...USERS[1], roles: [] } }),
    "DELETE /api/users/u2": () => jsonResponse({ ok: true }),
  };
  const answer = (path: string) => (init: RequestInit | undefined) => {
    const method = init?.method ?? "GET";
    const handler = answers[`${method} ${path}`];
    return handler ? handler(init) : jsonResponse({ error: { code: "x", message: `Sem resposta para ${method} ${path}` } }, 500);
  };
  fetchMock = mockFetch({
    "/api/me": () =>
      jsonResponse({ user: { id: "u1", email: "ana@example.com", name: "Ana Admin" }, isAdmin: true, isDriver: false }),
    "/api/users": (init) => (init?.method === "POST" ? answer("/api/users")(init) : jsonResponse({ users: USERS })),
    "/api/users/u2": answer("/api/users/u2"),
    "/api/users/u2/password": answer("/api/users/u2/password"),
    "/api/users/u2/roles/admin": answer("/api/users/u2/roles/admin"),
    "/api/users/u2/roles/driver": answer("/api/users/u2/roles/driver"),
    "/api/admin/vehicles": () => jsonResponse({ vehicles: VEHICLES }),
  });
});
afterEach(cleanup);

const renderTab = () =>
  renderWithProviders(
    <>
      <UsersTab />
      <Toaster />
    </>,
  );
const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== "GET")
    .map(([url, init]) => [init!.method, url, init!.body ? JSON.parse(String(init!.body)) : undefined]);
const gets = (path: string) => fetchMock.mock.calls.filter(([url, init]) => url === path && !init?.method).length;
const toastText = (text: string) => screen.findByText(text, { selector: "[data-sonner-toast] *" });

async function findRow(name: string) {
  const cell = await screen.findByText(name, { selector: "td, td *" });
  return cell.closest("tr")!;
}
/** The row once the signed-in user is known (its "(você)" mark or the other rows' enabled buttons). */
async function findRowAfterSession(name: string) {
  await screen.findByText("(você)");
  return findRow(name);
}

describe("Gestão de Utilizadores", () => {
  it("lists name, email, phone and role badges (Sem role when none)", async () => {
    renderTab();
    expect(await screen.findByRole("heading", { name: "Gestão de Utilizadores" })).toBeTruthy();
    const headers = (await screen.findAllByRole("columnheader")).map((th) => th.textContent);
    expect(headers).toEqual(["Nome", "Email", "Telefone", "Roles", "Viatura habitual", "Ações"]);
    const ana = within(await findRow("Ana Admin"));
    expect(ana.getByText("ana@example.com")).toBeTruthy();
    expect(ana.getByText("Admin")).toBeTruthy();
    expect(ana.queryByText("Motorista")).toBeNull();
    const joao = within(await findRow("João Motorista"));
    expect(joao.getByText("+351 912 345 678")).toBeTruthy();
    expect(joao.getByText("Motorista")).toBeTruthy();
    expect(joao.queryByText("Admin")).toBeNull();
    expect(joao.getByRole("button", { name: "Tornar Admin (João Motorista)" })).toBeTruthy();
    expect(joao.getByRole("button", { name: "Remover Motorista (João Motorista)" })).toBeTruthy();
    const rita = within(await findRow("Rita Sem Funções"));
    expect(rita.getByText("Sem role")).toBeTruthy();
    expect(rita.getByRole("button", { name: "Tornar Motorista (Rita Sem Funções)" })).toBeTruthy();
  });

  it("shows Nenhum utilizador encontrado when there are none", async () => {
    mockFetch({ "/api/users": () => jsonResponse({ users: [] }), "/api/me": () => jsonResponse({ user: null, isAdmin: false, isDriver: false }) });
    renderTab();
    expect(await screen.findByText("Nenhum utilizador encontrado")).toBeTruthy();
  });

  it("marks the signed-in admin's row and disables Remover Admin and Eliminar there, saying why", async () => {
    renderTab();
    const own = within(await findRowAfterSession("Ana Admin"));
    expect(own.getByText("(você)")).toBeTruthy();
    const revoke = own.getByRole("button", { name: "Remover Admin (Ana Admin)" });
    expect(revoke).toHaveProperty("disabled", true);
    expect(revoke.title).toBe("Não pode remover o seu próprio papel de administrador.");
    const remove = own.getByRole("button", { name: "Eliminar (Ana Admin)" });
    expect(remove).toHaveProperty("disabled", true);
    expect(remove.title).toBe("Não pode eliminar a sua própria conta.");
    expect(own.getByRole("button", { name: "Alterar Password (Ana Admin)" })).toHaveProperty("disabled", false);

    const other = within(await findRow("João Motorista"));
    expect(other.queryByText("(você)")).toBeNull();
    expect(other.getByRole("button", { name: "Eliminar (João Motorista)" })).toHaveProperty("disabled", false);
  });

  it("creates a driver by default with the typed fields and says Utilizador criado com sucesso!", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Adicionar Utilizador" }));
    const dialog = await screen.findByRole("dialog", { name: "Adicionar Utilizador" });
    expect(within(dialog).getByText(/só devem ser atribuídas através desta interface/)).toBeTruthy();
    expect(within(dialog).getByRole("radio", { name: "Motorista" })).toHaveProperty("checked", true);
    expect(within(dialog).getByRole("radio", { name: "Admin" })).toHaveProperty("checked", false);

    const password = within(dialog).getByLabelText("Password") as HTMLInputElement;
    expect(password.type).toBe("password");
    fireEvent.click(within(dialog).getByRole("button", { name: "Mostrar password" }));
    expect(password.type).toBe("text");

    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: " novo@example.com " } });
    fireEvent.change(password, { target: { value: "Estrada2026" } });
    fireEvent.change(within(dialog).getByLabelText("Nome"), { target: { value: "Novo Motorista" } });
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Criar Utilizador" })));

    expect(await toastText("Utilizador criado com sucesso!")).toBeTruthy();
    expect(writes()).toEqual([
      ["POST", "/api/users", { email: "novo@example.com", password: "Estrada2026", name: "Novo Motorista", role: "driver" }],
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Adicionar Utilizador" })).toBeNull());
    await waitFor(() => expect(gets("/api/users")).toBe(2)); // the list reloads
  });

  it("creates an admin with a phone when Admin is chosen", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Adicionar Utilizador" }));
    const dialog = await screen.findByRole("dialog", { name: "Adicionar Utilizador" });
    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "chefe@example.com" } });
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "Estrada2026" } });
    fireEvent.change(within(dialog).getByLabelText("Nome"), { target: { value: "Chefe" } });
    fireEvent.change(within(dialog).getByLabelText("Telefone (opcional)"), { target: { value: "912 000 000" } });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Admin" }));
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Criar Utilizador" })));
    expect(await toastText("Utilizador criado com sucesso!")).toBeTruthy();
    expect(writes()[0]![2]).toEqual({
      email: "chefe@example.com",
      password: "Estrada2026",
      name: "Chefe",
      phone: "912 000 000",
      role: "admin",
    });
  });

  it("checks the form before sending: valid e-mail, password of 6, name", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Adicionar Utilizador" }));
    const dialog = await screen.findByRole("dialog", { name: "Adicionar Utilizador" });
    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "nao-e-email" } });
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "12345" } });
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Criar Utilizador" })));
    expect(await within(dialog).findByText("Email inválido")).toBeTruthy();
    expect(within(dialog).getByText("A senha deve ter pelo menos 6 caracteres")).toBeTruthy();
    expect(within(dialog).getByText("Por favor, preencha todos os campos")).toBeTruthy(); // the name
    expect(writes()).toEqual([]);
  });

  it("shows the server's 409 message and keeps the dialog open", async () => {
    answers["POST /api/users"] = () =>
      jsonResponse({ error: { code: "email_taken", message: "Erro ao criar utilizador: Já existe uma conta com este email" } }, 409);
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Adicionar Utilizador" }));
    const dialog = await screen.findByRole("dialog", { name: "Adicionar Utilizador" });
    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "joao@example.com" } });
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "Estrada2026" } });
    fireEvent.change(within(dialog).getByLabelText("Nome"), { target: { value: "Outro João" } });
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Criar Utilizador" })));
    expect(await toastText("Erro ao criar utilizador: Já existe uma conta com este email")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Adicionar Utilizador" })).toBeTruthy();
  });

  it("Alterar Password refuses 12345 with the spec's message and sends nothing, then sends a valid one", async () => {
    renderTab();
    const row = within(await findRow("João Motorista"));
    fireEvent.click(row.getByRole("button", { name: "Alterar Password (João Motorista)" }));
    const dialog = await screen.findByRole("dialog", { name: "Alterar Password" });
    const input = within(dialog).getByLabelText("Nova password") as HTMLInputElement;
    expect(input.type).toBe("password");
    fireEvent.click(within(dialog).getByRole("button", { name: "Mostrar password" }));
    expect(input.type).toBe("text");

    fireEvent.change(input, { target: { value: "12345" } });
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Alterar Password" })));
    expect(await within(dialog).findByText("Password deve ter pelo menos 6 caracteres")).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.change(input, { target: { value: "Novidade2026" } });
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Alterar Password" })));
    expect(await toastText("Password alterada com sucesso!")).toBeTruthy();
    expect(writes()).toEqual([["PUT", "/api/users/u2/password", { password: "Novidade2026" }]]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Alterar Password" })).toBeNull());
  });

  it("a refused password change says Erro ao alterar password: once", async () => {
    answers["PUT /api/users/u2/password"] = () =>
      jsonResponse({ error: { code: "invalid_input", message: "Erro ao alterar password: A senha não pode ser igual ao email." } }, 400);
    renderTab();
    fireEvent.click(within(await findRow("João Motorista")).getByRole("button", { name: "Alterar Password (João Motorista)" }));
    const dialog = await screen.findByRole("dialog", { name: "Alterar Password" });
    fireEvent.change(within(dialog).getByLabelText("Nova password"), { target: { value: "Novidade2026" } });
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Alterar Password" })));
    expect(await toastText("Erro ao alterar password: A senha não pode ser igual ao email.")).toBeTruthy();

    answers["PUT /api/users/u2/password"] = () =>
      jsonResponse({ error: { code: "invalid_input", message: "Esta senha é demasiado comum. Escolha outra." } }, 400);
    await act(async () => void fireEvent.click(within(dialog).getByRole("button", { name: "Alterar Password" })));
    expect(await toastText("Erro ao alterar password: Esta senha é demasiado comum. Escolha outra.")).toBeTruthy();
  });

  it("Tornar Admin PUTs and Remover Motorista DELETEs the role, with Role adicionada! / Role removida!", async () => {
    const { queryClient } = renderTab();
    queryClient.setQueryData(["admin", "drivers"], []); // the bookings tab's driver list
    const row = within(await findRow("João Motorista"));
    await act(async () => void fireEvent.click(row.getByRole("button", { name: "Tornar Admin (João Motorista)" })));
    expect(await toastText("Role adicionada!")).toBeTruthy();
    expect(queryClient.getQueryState(["admin", "drivers"])?.isInvalidated).toBe(true);
    await act(async () => void fireEvent.click(row.getByRole("button", { name: "Remover Motorista (João Motorista)" })));
    expect(await toastText("Role removida!")).toBeTruthy();
    expect(writes()).toEqual([
      ["PUT", "/api/users/u2/roles/admin", undefined],
      ["DELETE", "/api/users/u2/roles/driver", undefined],
    ]);
  });

  it("a refused role change says Erro ao remover role with the server's reason", async () => {
    answers["DELETE /api/users/u2/roles/driver"] = () =>
      jsonResponse({ error: { code: "not_found", message: "Erro ao remover role: Utilizador não encontrado" } }, 404);
    renderTab();
    const row = within(await findRow("João Motorista"));
    await act(async () => void fireEvent.click(row.getByRole("button", { name: "Remover Motorista (João Motorista)" })));
    expect(await toastText("Erro ao remover role")).toBeTruthy();
    expect(await toastText("Utilizador não encontrado")).toBeTruthy();
  });

  it("asks before deleting: Cancelar sends nothing, Eliminar deletes", async () => {
    renderTab();
    const row = within(await findRowAfterSession("João Motorista"));
    fireEvent.click(row.getByRole("button", { name: "Eliminar (João Motorista)" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Eliminar utilizador?" });
    expect(within(confirm).getByText(/joao@example.com/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(row.getByRole("button", { name: "Eliminar (João Motorista)" }));
    confirm = await screen.findByRole("alertdialog", { name: "Eliminar utilizador?" });
    expect(writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole("button", { name: "Eliminar" }));
    expect(await toastText("Utilizador eliminado com sucesso!")).toBeTruthy();
    expect(writes()).toEqual([["DELETE", "/api/users/u2", undefined]]);
  });

  it("a 409 on delete shows the server's message", async () => {
    answers["DELETE /api/users/u2"] = () =>
      jsonResponse(
        { error: { code: "last_admin", message: "Erro ao eliminar utilizador: Não é possível eliminar o último administrador" } },
        409,
      );
    renderTab();
    fireEvent.click(within(await findRowAfterSession("João Motorista")).getByRole("button", { name: "Eliminar (João Motorista)" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Eliminar utilizador?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Eliminar" }));
    expect(await toastText("Erro ao eliminar utilizador: Não é possível eliminar o último administrador")).toBeTruthy();
  });

  it("shows the error state with a retry and the toast when the list fails, and retries", async () => {
    let fail = true;
    mockFetch({
      "/api/me": () => jsonResponse({ user: null, isAdmin: false, isDriver: false }),
      "/api/users": () => (fail ? jsonResponse({ error: { code: "x", message: "Falhou" } }, 500) : jsonResponse({ users: USERS })),
    });
    renderTab();
    expect(await toastText("Erro ao carregar utilizadores")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Falhou");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await findRow("Ana Admin")).toBeTruthy();
  });

  it("shows and changes a driver's usual vehicle (Viatura habitual); other accounts have none to set", async () => {
    answers["PATCH /api/users/u2"] = (init) => {
      const { vehicleId } = JSON.parse(String(init!.body)) as { vehicleId: string | null };
      return jsonResponse({ user: { ...USERS[1], vehicle: vehicleId ? { id: vehicleId, name: "Mercedes V-Class", capacity: 7 } : null } });
    };
    renderTab();
    const joao = within(await findRow("João Motorista"));
    const select = joao.getByRole("combobox", { name: "Viatura habitual (João Motorista)" }) as HTMLSelectElement;
    expect(select.value).toBe("v1");
    await within(select).findByRole("option", { name: "Mercedes V-Class (7 lugares)" });
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Sem viatura",
      "Mercedes E-Class (3 lugares)",
      "Mercedes V-Class (7 lugares)",
    ]);
    expect(within(await findRow("Rita Sem Funções")).queryByRole("combobox")).toBeNull();
    expect(within(await findRow("Ana Admin")).queryByRole("combobox")).toBeNull();

    await act(async () => void fireEvent.change(select, { target: { value: "v2" } }));
    expect(await toastText("Viatura habitual atualizada")).toBeTruthy();
    await act(async () => void fireEvent.change(select, { target: { value: "" } }));
    await waitFor(() =>
      expect(writes()).toEqual([
        ["PATCH", "/api/users/u2", { vehicleId: "v2" }],
        ["PATCH", "/api/users/u2", { vehicleId: null }],
      ]),
    );
  });

  it("says why a usual vehicle was not saved", async () => {
    answers["PATCH /api/users/u2"] = () =>
      jsonResponse({ error: { code: "vehicle_not_found", message: "Erro ao atualizar perfil: Viatura não encontrada" } }, 400);
    renderTab();
    const select = within(await findRow("João Motorista")).getByRole("combobox", { name: "Viatura habitual (João Motorista)" });
    await within(select).findByRole("option", { name: "Mercedes V-Class (7 lugares)" });
    await act(async () => void fireEvent.change(select, { target: { value: "v2" } }));
    expect(await toastText("Erro ao atualizar perfil: Viatura não encontrada")).toBeTruthy();
  });
});

import { type Page, expect, test } from "@playwright/test";
import { createUser, expectAccessible, uniqueName, useTheme } from "./fixtures.js";

async function storage(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem("token"),
    username: localStorage.getItem("username"),
    user: localStorage.getItem("progressvault_user"),
  }));
}

/** Signs in once by storage (unlike the fixture, nothing re-adds the token on later loads). */
async function storeSession(page: Page, user: { token: string; username: string }) {
  await page.goto("/templates");
  await page.evaluate(
    ([token, username]) => {
      localStorage.setItem("token", token);
      localStorage.setItem("username", username);
    },
    [user.token, user.username] as const,
  );
}

test("sign up through the UI, get redirected to login, log in and land on the dashboard", async ({ page, request }) => {
  const username = uniqueName("su");
  const password = "a-good-password";
  await page.goto("/signup");
  const form = page.getByRole("main");
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Confirm password").fill(password);
  await form.getByLabel("Why are you doing this?").fill("To run a marathon");
  const signupCall = page.waitForResponse((r) => r.url().endsWith("/api/auth/signup"));
  await form.getByRole("button", { name: "Sign up" }).click();
  const signupRequest = (await signupCall).request();
  expect(signupRequest.postDataJSON()).toEqual({ username, password, why: "To run a marathon" });
  const shownAt = Date.now();
  await expect(page.getByText("Account created! Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(Date.now() - shownAt).toBeGreaterThan(900);
  expect((await storage(page)).token).toBeNull();

  // The new username is filled in; the password is typed.
  await expect(page.getByRole("main").getByLabel("Username")).toHaveValue(username);
  await page.getByRole("main").getByLabel("Password").fill(password);
  await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stored = await storage(page);
  expect(stored.token).toMatch(/.{16,}/);
  expect(stored.username).toBe(username);
  expect(JSON.parse(stored.user ?? "{}")).toMatchObject({ username });
  // The stored token works against the API.
  const me = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${stored.token}` } });
  expect(me.status()).toBe(200);
  expect((await me.json()).why).toBe("To run a marathon");
});

test("a wrong password shows the server's message and keeps the visitor signed out", async ({ page, request }) => {
  const user = await createUser(request, "wp");
  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel("Username").fill(user.username);
  await main.getByLabel("Password").fill("not-the-password");
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(main.getByRole("alert")).toHaveText("Invalid username or password");
  await expect(page).toHaveURL(/\/login$/);
  expect((await storage(page)).token).toBeNull();
});

test("login and signup validate before calling the server", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/auth/")) calls.push(r.url());
  });
  await page.goto("/login");
  await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please enter both username and password");

  await page.goto("/signup");
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Sign up" }).click();
  await expect(main.getByRole("alert")).toHaveText("Username and password are required");
  await main.getByLabel("Username").fill("someone");
  await main.getByLabel("Password", { exact: true }).fill("password-one");
  await main.getByLabel("Confirm password").fill("password-two");
  await main.getByRole("button", { name: "Sign up" }).click();
  await expect(main.getByRole("alert")).toHaveText("Passwords do not match");
  expect(calls).toEqual([]);
});

test("signup shows the server's error for a taken username", async ({ page, request }) => {
  const user = await createUser(request, "tk");
  await page.goto("/signup");
  const main = page.getByRole("main");
  await main.getByLabel("Username").fill(user.username);
  await main.getByLabel("Password", { exact: true }).fill("another-password");
  await main.getByLabel("Confirm password").fill("another-password");
  await main.getByRole("button", { name: "Sign up" }).click();
  await expect(main.getByRole("alert")).toHaveText("That username is already taken");
});

test("a signed-in visitor to /login or /signup lands on /dashboard", async ({ page, request }) => {
  const user = await createUser(request, "si");
  await storeSession(page, user);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a signed-out visit to a guarded page returns there after login", async ({ page, request }) => {
  const user = await createUser(request, "nx");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  const main = page.getByRole("main");
  await main.getByLabel("Username").fill(user.username);
  await main.getByLabel("Password").fill(user.password);
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto("/journal?goal_id=abc");
  await expect(page).toHaveURL(/\/login\?next=%2Fjournal%3Fgoal_id%3Dabc$/);
  await main.getByLabel("Username").fill(user.username);
  await main.getByLabel("Password").fill(user.password);
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/journal\?goal_id=abc$/);
});

test("a next target that leaves the site is ignored", async ({ page, request }) => {
  const user = await createUser(request, "ev");
  await page.goto(`/login?next=${encodeURIComponent("//evil.example/x")}`);
  const main = page.getByRole("main");
  await main.getByLabel("Username").fill(user.username);
  await main.getByLabel("Password").fill(user.password);
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
});

test("the login and signup links point at each other", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

for (const theme of ["light", "dark"] as const) {
  test(`login and signup have no serious accessibility violation (${theme})`, async ({ page }) => {
    await page.goto("/login");
    await useTheme(page, theme);
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    await expectAccessible(page);
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expectAccessible(page);
  });
}

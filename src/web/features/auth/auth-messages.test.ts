import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.js";
import { loginErrorMessage, signupErrorMessage, validateLogin, validateSignup } from "./auth-messages.js";

describe("login validation", () => {
  it("needs both fields; a username of spaces counts as empty", () => {
    expect(validateLogin("", "pw")).toBe("Please enter both username and password");
    expect(validateLogin("   ", "pw")).toBe("Please enter both username and password");
    expect(validateLogin("ann", "")).toBe("Please enter both username and password");
    expect(validateLogin("ann", "pw")).toBeNull();
  });
});

describe("signup validation", () => {
  it("requires username and password before comparing passwords", () => {
    expect(validateSignup("", "a", "b")).toBe("Username and password are required");
    expect(validateSignup("ann", "", "")).toBe("Username and password are required");
    expect(validateSignup("ann", "secret-1", "secret-2")).toBe("Passwords do not match");
    expect(validateSignup("ann", "secret-1", "")).toBe("Passwords do not match");
    expect(validateSignup("ann", "secret-1", "secret-1")).toBeNull();
  });
});

describe("error messages", () => {
  it("prefers the server's error, then the network message, then the fallback", () => {
    const server = new ApiError(401, "Invalid username or password", "Invalid username or password");
    const network = new ApiError(0, "Error connecting to server");
    const bare = new ApiError(500, "500 Internal Server Error");
    expect(loginErrorMessage(server)).toBe("Invalid username or password");
    expect(loginErrorMessage(network)).toBe("Error connecting to server");
    expect(loginErrorMessage(bare)).toBe("Login failed");
    expect(loginErrorMessage(new Error("boom"))).toBe("Login failed");
    expect(signupErrorMessage(bare)).toBe("Failed to create account");
    expect(signupErrorMessage(network)).toBe("Error connecting to server");
    expect(signupErrorMessage(new ApiError(409, "x", "That username is already taken"))).toBe("That username is already taken");
  });
});

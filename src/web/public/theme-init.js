// Applies the saved theme before first paint (an external file: the CSP forbids inline scripts).
try {
  var prefs = JSON.parse(localStorage.getItem("pv_prefs") || "{}");
  if (prefs && prefs.theme === "dark") document.documentElement.classList.add("dark");
} catch {
  /* no stored preference */
}

// Runs before first paint so a dark-mode visitor never sees a flash of the light theme.
// Kept external because the server's Content-Security-Policy forbids inline scripts.
(function () {
  var theme = null;
  try {
    var stored = localStorage.getItem('theme');
    var darkMode = localStorage.getItem('darkMode');
    if (stored === 'dark' || stored === 'light') theme = stored;
    else if (darkMode === 'true') theme = 'dark';
    else if (darkMode === 'false') theme = 'light';
  } catch (e) {
    theme = null;
  }
  if (!theme) {
    theme =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  }
  var root = document.documentElement;
  if (theme === 'dark') root.classList.add('dark');
  root.style.colorScheme = theme;
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#14110d' : '#faf7f2');
})();

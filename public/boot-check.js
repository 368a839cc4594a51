/*
 * Card Table's boot check: a classic script (not a module), so it runs even where the game's module
 * scripts cannot load, and turns the loading bar into a message instead of leaving it running for
 * ever. Module scripts are fetched with CORS: in an iframe sandboxed without allow-same-origin the
 * page's origin is "null", every module is refused, and nothing of the game runs. main.ts removes
 * #boot-note as soon as the game starts, this message included.
 */
(function () {
  var note = document.getElementById('boot-note');
  if (!note) return;
  var lang = ((/[?&]lang=([a-z]{2})/.exec(location.search) || [])[1] || navigator.language || 'en').slice(0, 2);
  var table = {
    en: {
      failed: 'Card Table could not load its files.',
      sandbox: 'It is embedded in a sandboxed frame whose origin is "null": add {allow-same-origin} to the iframe\u2019s {sandbox} attribute, or serve the files with {Access-Control-Allow-Origin}.',
      offline: 'Check the connection, then reload the page.',
      old: 'This browser is too old for Card Table.',
    },
    cs: {
      failed: 'Karetní stůl nedokázal načíst své soubory.',
      sandbox: 'Je vložený do izolovaného rámce s původem \u201enull\u201c: přidejte do atributu {sandbox} hodnotu {allow-same-origin}, nebo soubory posílejte s hlavičkou {Access-Control-Allow-Origin}.',
      offline: 'Zkontroluj připojení a pak stránku znovu načti.',
      old: 'Tento prohlížeč je na Karetní stůl příliš starý.',
    },
    de: {
      failed: 'Kartentisch konnte seine Dateien nicht laden.',
      sandbox: 'Er ist in einen Sandbox-Rahmen mit dem Ursprung \u201enull\u201c eingebettet: {allow-same-origin} zum {sandbox}-Attribut des iframe hinzufügen oder die Dateien mit {Access-Control-Allow-Origin} ausliefern.',
      offline: 'Verbindung prüfen, dann die Seite neu laden.',
      old: 'Dieser Browser ist für Kartentisch zu alt.',
    },
  };
  var strings = table[lang] || table.en;
  var shown = false;
  function show(lines) {
    if (shown || !note.isConnected) return;
    shown = true;
    note.textContent = '';
    note.className = 'failed';
    for (var i = 0; i < lines.length; i++) {
      var p = document.createElement(i === 0 ? 'b' : 'p');
      // {name}: an attribute or header to type as it is, set in code and never broken at its hyphens.
      var parts = lines[i].split(/\{([^}]+)\}/);
      for (var k = 0; k < parts.length; k++) {
        var part = k % 2 === 1 ? document.createElement('code') : document.createTextNode(parts[k]);
        if (k % 2 === 1) part.textContent = parts[k];
        p.appendChild(part);
      }
      note.appendChild(p);
    }
    note.setAttribute('role', 'alert');
  }
  if (!('noModule' in document.createElement('script'))) {
    show([strings.old]);
    return;
  }
  // The loading note only when loading is slow: a note painted and animated at once keeps a software
  // GPU busy just when the game starts (index.html).
  setTimeout(function () {
    if (!shown && note.isConnected) note.className = 'waiting';
  }, 500);
  // A script or module preload that fails to load (errors on elements reach window only while capturing).
  window.addEventListener(
    'error',
    function (e) {
      var t = e.target;
      if (!t || (t.tagName !== 'SCRIPT' && t.tagName !== 'LINK')) return;
      show([strings.failed, self.origin === 'null' ? strings.sandbox : strings.offline]);
    },
    true
  );
})();

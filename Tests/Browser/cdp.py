"""A small driver for headless Chromium over the DevTools protocol, with the
standard library only: Chromium is started with --remote-debugging-pipe and
talks JSON messages ending in NUL over file descriptors 3 (its input) and 4
(its output). No port is opened and nothing is fetched from the network."""

import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import tempfile
import time


class CDPError(Exception):
    """A protocol error, a timeout, or a browser that went away."""


def find_chromium():
    """The path of Debian's chromium, or None."""
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """One headless Chromium with its own empty profile."""

    def __init__(self, binary, width=1280, height=900):
        self.profile = tempfile.mkdtemp(prefix="folio-browser-")
        to_chrome_read, to_chrome_write = os.pipe()
        from_chrome_read, from_chrome_write = os.pipe()
        args = [
            binary,
            "--headless",
            "--remote-debugging-pipe",
            "--user-data-dir=" + self.profile,
            "--window-size=%d,%d" % (width, height),
            "--hide-scrollbars",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-default-apps",
            "--disable-sync",
            "--disable-extensions",
            "--disable-breakpad",
            "--allow-file-access-from-files",
            # Belt and braces: no host name resolves, so nothing could leave anyway.
            "--host-resolver-rules=MAP * ~NOTFOUND",
            "about:blank",
        ]
        if os.geteuid() == 0:
            args.insert(1, "--no-sandbox")

        def wire():
            # Move both ends out of the way first: a pipe may already sit on 3 or 4,
            # and dup2 onto itself would leave it close-on-exec.
            reading = fcntl.fcntl(to_chrome_read, fcntl.F_DUPFD, 10)
            writing = fcntl.fcntl(from_chrome_write, fcntl.F_DUPFD, 10)
            os.dup2(reading, 3)
            os.dup2(writing, 4)

        self.process = subprocess.Popen(
            args, preexec_fn=wire, close_fds=False,
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_read)
        os.close(from_chrome_write)
        self.write_fd = to_chrome_write
        self.read_fd = from_chrome_read
        self.buffer = b""
        self.next_id = 0
        self.events = []

    # MARK: - Wire

    def _send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        while data:
            written = os.write(self.write_fd, data)
            data = data[written:]
        return self.next_id

    def _read(self, timeout):
        """The next message, or None after timeout seconds."""
        deadline = time.monotonic() + timeout
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.read_fd], [], [], left)
            if not ready:
                return None
            chunk = os.read(self.read_fd, 1 << 20)
            if not chunk:
                raise CDPError("the browser closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=None, timeout=30):
        """Sends a command and returns its result; events met on the way are kept."""
        wanted = self._send(method, params, session)
        deadline = time.monotonic() + timeout
        while True:
            message = self._read(max(0.0, deadline - time.monotonic()))
            if message is None:
                raise CDPError("no answer to %s within %ss" % (method, timeout))
            if message.get("id") == wanted:
                if "error" in message:
                    raise CDPError("%s: %s" % (method, message["error"].get("message")))
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def wait_event(self, method, session=None, timeout=30):
        """The first kept or coming event named method (for session), removed from the queue."""
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event["method"] == method and (session is None or event.get("sessionId") == session):
                    return self.events.pop(index)
            message = self._read(max(0.0, deadline - time.monotonic()))
            if message is None:
                raise CDPError("no %s within %ss" % (method, timeout))
            if "method" in message:
                self.events.append(message)

    def pump(self, seconds):
        """Reads events for a while (they are kept)."""
        deadline = time.monotonic() + seconds
        while True:
            message = self._read(max(0.0, deadline - time.monotonic()))
            if message is None:
                return
            if "method" in message:
                self.events.append(message)

    # MARK: - Pages

    def new_page(self, width=1280, height=900, mobile=False):
        """A new tab attached with its own session, watching its network requests."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, session, target)
        self.call("Page.enable", session=session)
        self.call("Runtime.enable", session=session)
        self.call("Network.enable", session=session)
        page.resize(width, height, mobile)
        return page

    def close(self):
        try:
            self._send("Browser.close")
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
            self.process.wait()
        for fd in (self.write_fd, self.read_fd):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)


class Page:
    """One tab."""

    def __init__(self, browser, session, target):
        self.browser = browser
        self.session = session
        self.target = target

    def call(self, method, params=None, timeout=30):
        return self.browser.call(method, params, session=self.session, timeout=timeout)

    def resize(self, width, height, mobile=False):
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})

    def color_scheme(self, scheme):
        self.call("Emulation.setEmulatedMedia",
                  {"features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def media(self, media):
        self.call("Emulation.setEmulatedMedia", {"media": media})

    def scripts(self, enabled):
        self.call("Emulation.setScriptExecutionDisabled", {"value": not enabled})

    def goto(self, url, timeout=30):
        """Loads url and waits until it is the loaded document: a load event alone may be
        a late one of the page a click was still opening when this was called."""
        self._drop("Page.loadEventFired")
        result = self.call("Page.navigate", {"url": url})
        if result.get("errorText"):
            raise CDPError("cannot load %s: %s" % (url, result["errorText"]))
        self.wait_load(timeout)
        self.wait_for("document.readyState === 'complete' && location.href.split('#')[0] === %s"
                      % json.dumps(url.split("#")[0]), timeout)

    def wait_load(self, timeout=30):
        self.browser.wait_event("Page.loadEventFired", self.session, timeout)
        self.browser.pump(0.1)

    def _drop(self, method):
        self.browser.events = [
            e for e in self.browser.events
            if not (e["method"] == method and e.get("sessionId") == self.session)]

    def js(self, expression, timeout=30):
        """The value of a JavaScript expression (promises awaited)."""
        result = self.call("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": True}, timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise CDPError("script failed: %s\n%s" % (text, expression))
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10):
        """Waits until a JavaScript expression is truthy; returns its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.js(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise CDPError("timed out waiting for: " + expression)
            self.browser.pump(0.05)

    def key(self, key, code=None, key_code=0):
        """Presses and releases a key as a person would."""
        params = {"key": key, "code": code or key, "windowsVirtualKeyCode": key_code,
                  "nativeVirtualKeyCode": key_code}
        self.call("Input.dispatchKeyEvent", dict(params, type="keyDown"))
        self.call("Input.dispatchKeyEvent", dict(params, type="keyUp"))

    def type_text(self, text):
        self.call("Input.insertText", {"text": text})

    def click(self, selector):
        """Clicks the middle of the element matching selector with the mouse."""
        box = self.js("""(() => { const e = document.querySelector(%s); if (!e) return null;
            e.scrollIntoView({block: "center"}); const r = e.getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2]; })()""" % json.dumps(selector))
        if not box:
            raise CDPError("nothing matches " + selector)
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent",
                      {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})

    def screenshot(self, path, full_page=False):
        params = {"format": "png"}
        if full_page:
            params["captureBeyondViewport"] = True
            size = self.js("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
            params["clip"] = {"x": 0, "y": 0, "width": size[0], "height": min(size[1], 6000), "scale": 1}
        data = self.call("Page.captureScreenshot", params)["data"]
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(data))

    def requests(self):
        """Every URL this tab asked for so far."""
        return [e["params"]["request"]["url"] for e in self.browser.events
                if e["method"] == "Network.requestWillBeSent" and e.get("sessionId") == self.session]

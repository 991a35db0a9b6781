#!/usr/bin/env python3
"""Watches a live alertpack report in headless Chromium, as a person with the page open would,
for LiveReportTests: Chromium's DevTools protocol over --remote-debugging-pipe (no third-party
module), page loads counted from the browser's own load events.

    scripts/live-report-probe.py REPORT.html [SECONDS]

1. opens the page, chooses the "Failed" filter, waits SECONDS (default 3) with nothing changing,
   and prints {"phase": "idle", "loads": N, "filter": F};
2. prints {"phase": "ready"} and waits for a line on standard input (the test changes a file);
3. waits until the page has reloaded (up to 20 s), then SECONDS more, and prints
   {"phase": "changed", "loads": N, "filter": F, "text": the page's text}.
"""
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time


class Browser:
    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="alertpack-probe-")
        # The browser reads commands on its fd 3 and writes replies on its fd 4. The pipe ends
        # are first moved above 9 so that putting one at 3 never overwrites the other.
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        to_browser_read = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD, 10)
        from_browser_write = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD, 10)

        def fds():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(
            ["chromium-headless-shell", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--user-data-dir=" + self.profile],
            preexec_fn=fds,
            # Not closed after preexec_fn: that would close the 3 and 4 it just made.
            close_fds=False,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.next_id = 0
        self.replies = {}
        self.events = []
        self.lock = threading.Condition()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        buffer = b""
        while True:
            data = os.read(self.from_browser, 65536)
            if not data:
                return
            buffer += data
            while b"\0" in buffer:
                message, buffer = buffer.split(b"\0", 1)
                parsed = json.loads(message)
                with self.lock:
                    if "id" in parsed:
                        self.replies[parsed["id"]] = parsed
                    else:
                        self.events.append(parsed)
                    self.lock.notify_all()

    def call(self, method, params=None, session=None, timeout=20):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        with self.lock:
            while self.next_id not in self.replies:
                if not self.lock.wait(timeout=max(0.01, deadline - time.time())) and time.time() > deadline:
                    raise TimeoutError(method)
            reply = self.replies.pop(self.next_id)
        if "error" in reply:
            raise RuntimeError(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def loads(self, session):
        with self.lock:
            return sum(1 for e in self.events if e.get("method") == "Page.loadEventFired" and e.get("sessionId") == session)

    def evaluate(self, session, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session)
        return result.get("result", {}).get("value")

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def wait_until(condition, seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def main():
    report = os.path.abspath(sys.argv[1])
    settle = float(sys.argv[2]) if len(sys.argv) > 2 else 3.0
    browser = Browser()
    try:
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.call("Page.enable", session=session)
        browser.call("Page.navigate", {"url": "file://" + report}, session)
        wait_until(lambda: browser.loads(session) >= 1, 20)
        wait_until(lambda: browser.evaluate(session, "document.body && document.body.dataset.ready") == "yes", 20)
        browser.evaluate(session, "document.querySelector('button[data-show=fail]').click()")
        time.sleep(settle)
        filter_now = browser.evaluate(session, "document.body.dataset.filter")
        print(json.dumps({"phase": "idle", "loads": browser.loads(session), "filter": filter_now}), flush=True)
        print(json.dumps({"phase": "ready"}), flush=True)
        sys.stdin.readline()
        wait_until(lambda: browser.loads(session) >= 2, 20)
        wait_until(lambda: browser.evaluate(session, "document.body && document.body.dataset.ready") == "yes", 20)
        time.sleep(settle)
        print(
            json.dumps(
                {
                    "phase": "changed",
                    "loads": browser.loads(session),
                    "filter": browser.evaluate(session, "document.body.dataset.filter"),
                    "text": browser.evaluate(session, "document.body.innerText"),
                }
            ),
            flush=True,
        )
    finally:
        browser.close()


if __name__ == "__main__":
    main()

/// The visual reports' style sheet and script: constant markup, the same in every report.
extension HTMLReporter {
    static let style: HTML = """
        :root{--fail:#d70015;--warn:#b25000;--pass:#1a7f37;--info:#6e6e73;--line:#e5e5ea;--bg:#f5f5f7}
        *{box-sizing:border-box}body{margin:0;font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;background:var(--bg);color:#1d1d1f}
        header{position:sticky;top:0;z-index:2;background:#fff;border-bottom:1px solid var(--line);padding:12px 24px}
        h1{margin:0;font-size:20px}h1 span{font-weight:400;color:var(--info)}.meta{margin:2px 0 8px;color:var(--info)}
        .filters button{font:inherit;border:1px solid var(--line);background:#fff;border-radius:14px;padding:3px 12px;margin-right:6px;cursor:pointer}
        .filters button.on{background:#1d1d1f;color:#fff;border-color:#1d1d1f}.filters .fail b{color:var(--fail)}.filters .warn b{color:var(--warn)}.filters .pass b{color:var(--pass)}
        .filters button.on b{color:#fff}
        main{padding:16px 24px;max-width:1200px}
        .asset{background:#fff;border:1px solid var(--line);border-left:5px solid var(--pass);border-radius:8px;margin:0 0 12px;padding:10px 14px;content-visibility:auto;contain-intrinsic-size:auto 220px}
        .asset.fail{border-left-color:var(--fail)}.asset.warn{border-left-color:var(--warn)}
        body[data-filter=fail] .asset:not(.fail),body[data-filter=warn] .asset:not(.warn),body[data-filter=pass] .asset:not(.pass){display:none}
        h2{font-size:14px;margin:0 0 8px;font-weight:600;word-break:break-all}.kind{color:var(--info);font-weight:400;font-size:12px}
        .badge{display:inline-block;min-width:44px;text-align:center;border-radius:4px;color:#fff;font-size:11px;padding:1px 6px;vertical-align:1px}
        .badge.fail{background:var(--fail)}.badge.warn{background:var(--warn)}.badge.pass{background:var(--pass)}
        .body{display:flex;gap:18px;align-items:flex-start;flex-wrap:wrap}.media{flex:0 0 auto;max-width:540px}.details{flex:1 1 320px;min-width:280px}
        .tiles{display:flex;gap:8px}.tile{padding:12px;border-radius:8px;display:flex;align-items:center;justify-content:center;min-width:64px;min-height:64px}
        .tile.light{background:#fff;border:1px solid var(--line)}.tile.dark{background:#1c1c1e}
        .tile img{image-rendering:auto;display:block}.tile .picture{background-image:var(--picture);background-size:100% 100%;background-repeat:no-repeat}.tile img.unsized{max-width:256px;max-height:256px}
        .caption{color:var(--info);font-size:12px;margin:4px 0}.clipnote{color:var(--fail)}
        .wave{width:480px;height:96px;background:#fbfbfd;border:1px solid var(--line);border-radius:6px;display:block}
        .wave .envelope{stroke:#0a66d6;stroke-width:1;fill:none}.wave .axis{stroke:#c7c7cc;stroke-width:.5}
        .wave .silence{fill:#8e8e93;opacity:.18}.wave .clip{stroke:var(--fail);stroke-width:1}
        audio{width:480px;margin-top:6px;height:32px}
        .icon-stack{position:relative;width:160px;height:160px;border-radius:36px;overflow:hidden}.icon-stack img{position:absolute}.icon-stack.dark{background:#1c1c1e!important}.icon-stack.tinted{filter:grayscale(1) brightness(.9)}
        .placeholder{width:160px;height:96px;display:flex;align-items:center;justify-content:center;text-align:center;border:1px dashed #c7c7cc;border-radius:6px;color:var(--info);font-size:12px}
        .facts{border-collapse:collapse;font-size:12px;margin-bottom:6px}.facts th{text-align:left;color:var(--info);font-weight:400;padding:1px 12px 1px 0}.facts td{padding:1px 0}
        .findings{list-style:none;margin:0;padding:0}.findings li{padding:4px 0;border-top:1px solid var(--line)}
        .severity{display:inline-block;width:60px;font-weight:600}.error .severity{color:var(--fail)}.warning .severity{color:var(--warn)}.info .severity{color:var(--info)}
        code{font:12px ui-monospace,SFMono-Regular,Menlo,monospace}.rule{color:#5e5ce6}.fix{color:var(--info);margin-left:64px;font-size:12px;word-break:break-word}
        .clean{color:var(--pass);margin:4px 0}#script-errors{color:var(--fail);padding:12px 24px}
        """

    static let script: HTML = """
        (function(){
          var errors=document.getElementById('script-errors');
          window.addEventListener('error',function(e){errors.hidden=false;errors.textContent+=String(e.message)+'\\n';});
          var buttons=document.querySelectorAll('.filters button');
          buttons.forEach(function(button){
            button.addEventListener('click',function(){
              document.body.dataset.filter=button.dataset.show;
              buttons.forEach(function(b){b.classList.toggle('on',b===button);});
            });
          });
          document.body.dataset.ready='yes';
        })();
        """
}

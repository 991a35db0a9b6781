(function(){
  var errors=document.getElementById('script-errors');
  window.addEventListener('error',function(e){errors.hidden=false;errors.textContent+=String(e.message)+'\n';});
  var buttons=document.querySelectorAll('.filters button');
  function choose(filter){
    buttons.forEach(function(b){b.classList.toggle('on',b.dataset.show===filter);});
    document.body.dataset.filter=filter;
  }
  buttons.forEach(function(button){
    button.addEventListener('click',function(){choose(button.dataset.show);});
  });
  // A live report (report --watch): the stamp beside the page is loaded again every few moments
  // and names the version of the report on disk; only another version reloads the page, once
  // no sound is playing, with the filter and the scroll position kept.
  var live=document.body.dataset.live;
  if(live){
    var key='alertpack-live:'+location.pathname;
    var saved=null;
    try{saved=JSON.parse(sessionStorage.getItem(key)||'null');}catch(e){}
    if(saved){
      sessionStorage.removeItem(key);
      if(saved.filter){choose(saved.filter);}
      window.scrollTo(saved.x||0,saved.y||0);
    }
    var reloading=false;
    window.alertpackLive=function(version){
      if(version===live||reloading){return;}
      reloading=true;
      (function reload(){
        var playing=Array.prototype.some.call(document.querySelectorAll('audio'),function(a){return !a.paused&&!a.ended;});
        if(playing){setTimeout(reload,500);return;}
        sessionStorage.setItem(key,JSON.stringify({filter:document.body.dataset.filter,x:window.scrollX,y:window.scrollY}));
        location.reload();
      })();
    };
    var every=Number(document.body.dataset.liveEvery)||1000;
    setInterval(function(){
      var stamp=document.createElement('script');
      stamp.src=encodeURIComponent(document.body.dataset.liveStamp)+'?'+Date.now();
      stamp.onload=stamp.onerror=function(){stamp.remove();};
      document.head.appendChild(stamp);
    },every);
  }
  document.body.dataset.ready='yes';
})();

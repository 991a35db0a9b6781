(function(){
  var errors=document.getElementById('script-errors');
  window.addEventListener('error',function(e){errors.hidden=false;errors.textContent+=String(e.message)+'\n';});
  var buttons=document.querySelectorAll('.filters button');
  buttons.forEach(function(button){
    button.addEventListener('click',function(){
      document.body.dataset.filter=button.dataset.show;
      buttons.forEach(function(b){b.classList.toggle('on',b===button);});
    });
  });
  document.body.dataset.ready='yes';
})();

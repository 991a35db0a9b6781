importScripts('https://www.gstatic.com/firebasejs/10.12.0/firebase-app-compat.js');
const messaging = firebase.messaging();
messaging.onBackgroundMessage((payload) => {
  const notificationTitle = payload.notification.title;
  const notificationOptions = {
    body: payload.notification.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
  };
  self.registration.showNotification(notificationTitle, notificationOptions);
});

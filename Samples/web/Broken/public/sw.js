self.addEventListener('push', (event) => {
  const data = event.data ? event.data.json() : {};
  event.waitUntil(self.registration.showNotification(data.title || 'Chirp', {
    body: data.body,
    icon: data.icon || '/icons/icon-192.png',
    badge: "/icons/icon-192.png",
    data: { url: data.url },
  }));
});

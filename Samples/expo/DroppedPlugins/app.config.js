// The function form replaces app.json's config: its plugins list drops expo-notifications.
module.exports = ({ config }) => ({
  ...config,
  plugins: ['expo-router'],
});

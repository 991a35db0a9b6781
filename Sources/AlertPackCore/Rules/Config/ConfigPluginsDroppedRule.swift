/// An Expo `app.config.js`/`.ts` function that returns its own `plugins` list without the ones
/// app.json declares (`...config.plugins`): those plugins, and the icons and sounds they would
/// bundle, are silently left out of the build.
///
/// The function form receives app.json's config as `{ config }` and its result replaces it: a
/// `plugins: [...]` that does not spread `config.plugins` drops every plugin app.json lists
/// (`expo-notifications` with its sounds among them), with no warning from Expo.
///
/// - Rule: config.plugins-dropped
/// - Name: Plugins app.json lists, dropped
/// - Source: CONFIG-EXPO
/// - Fires on: Samples/expo/DroppedPlugins, saying “leaves out plugins” (warning)
/// - Silent on: Samples/expo/Good
package struct ConfigPluginsDroppedRule: AppConfigRule {
    package func check(_ subject: AppConfigSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let dropped = subject.project.droppedPlugins, !dropped.names.isEmpty else { return [] }
        return [
            context.finding(
                "\(dropped.where) returns its own plugins and leaves out plugins app.json lists: \(dropped.names.joined(separator: ", ")); they do not run",
                fix: "spread the static list into the result: plugins: [...(config.plugins ?? []), …]", subject: "plugins")
        ]
    }
}

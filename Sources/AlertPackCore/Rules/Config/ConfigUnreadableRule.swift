/// A cross-platform project's config file that cannot be read: not JSON, YAML or the literal
/// subset of JavaScript alertpack reads, too large or too deeply nested.
///
/// What a config that does not parse declares is unknown: its icons and sounds cannot be found
/// or judged. (A part that is computed, not literal, is no error: the report lists it under
/// `notRead`.)
///
/// - Rule: config.unreadable
/// - Name: Readable config
/// - Source: CONFIG-EXPO
/// - Fires on: Samples/expo/Unreadable, saying “cannot be read” (error)
/// - Silent on: Samples/expo/Good
package struct ConfigUnreadableRule: AppConfigRule {
    package func check(_ subject: AppConfigSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        subject.project.unreadable.map { problem in
            context.finding(
                "\(problem.file) cannot be read, so the icons and sounds it declares are not checked: \(problem.message)",
                fix: "correct the file so that it parses", subject: problem.file)
        }
    }
}

import Foundation

/// An Android module's small icons in its report section, each as Android draws it: white from
/// its alpha in the notification's colour circle (the shade), and at 24 dp in a dark status bar.
/// The pictures are drawn by the check (`AndroidSmallIconSheet`) and embedded as PNG data, as
/// the report's other images are; shown at 2 CSS pixels a dp.
extension HTMLReporter {
    static func smallIcons(_ pictures: [AndroidSmallIconPicture]) -> HTML {
        var html: HTML = "<div class=\"small-icons\">\n"
        for picture in pictures {
            let name = FileName.last(of: picture.file)
            html += "<figure class=\"small-icon\" style=\"margin:0 0 12px\">"
            html +=
                "<img class=\"small-icon-shade\" width=\"64\" height=\"64\" alt=\"\(name) in the notification\" src=\"data:image/png;base64,\(base64: picture.shade)\"> "
            html +=
                "<img class=\"small-icon-status-bar\" width=\"144\" height=\"64\" alt=\"\(name) in the status bar\" src=\"data:image/png;base64,\(base64: picture.statusBar)\">"
            html += "<figcaption class=\"caption\"><code>\(picture.resource)</code> \(name): as Android draws it (alpha only), "
            html += "on \(picture.colour) (\(picture.colourSource)) and in the status bar at 24 dp"
            if let note = picture.note { html += "<br>\(note)" }
            html += "</figcaption></figure>\n"
        }
        return html + "</div>\n"
    }
}

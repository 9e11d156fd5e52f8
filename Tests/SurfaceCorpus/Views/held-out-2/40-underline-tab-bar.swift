import SwiftUI

enum StoreTab: String, CaseIterable {
    case featured, categories, search

    var icon: String {
        switch self {
        case .featured: return "star"
        case .categories: return "square.grid.2x2"
        case .search: return "magnifyingglass"
        }
    }
}

struct UnderlineTabBar: View {
    @Binding var selected: StoreTab
    @Namespace private var animation

    var body: some View {
        HStack {
            ForEach(StoreTab.allCases, id: \.self) { tab in
                Button {
                    withAnimation(.snappy) {
                        selected = tab
                    }
                } label: {
                    VStack(spacing: 6) {
                        Image(systemName: tab.icon)
                        Text(tab.rawValue.capitalized)
                            .font(.caption)
                        if selected == tab {
                            Capsule()
                                .frame(height: 3)
                                .matchedGeometryEffect(id: "underline", in: animation)
                        } else {
                            Capsule()
                                .fill(.clear)
                                .frame(height: 3)
                        }
                    }
                    .foregroundStyle(selected == tab ? Color.accentColor : .secondary)
                    .frame(maxWidth: .infinity)
                }
                .buttonStyle(.plain)
            }
        }
        .padding(.horizontal)
    }
}

struct StoreFront: View {
    @State private var tab = StoreTab.featured

    var body: some View {
        VStack {
            Spacer()
            Text(tab.rawValue.capitalized)
                .font(.largeTitle)
                .id(tab)
                .transition(.opacity.combined(with: .move(edge: .bottom)))
            Spacer()
            UnderlineTabBar(selected: $tab)
        }
    }
}
